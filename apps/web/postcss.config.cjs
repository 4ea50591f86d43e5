module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '0em',
        'mantine-breakpoint-s300': '18.75em',
        'mantine-breakpoint-s400': '25em',
        'mantine-breakpoint-s500': '31.25em',
        'mantine-breakpoint-sm': '40em',
        'mantine-breakpoint-md': '48em',
        'mantine-breakpoint-lg': '64em',
        'mantine-breakpoint-xl': '80em',
        'mantine-breakpoint-xxl': '96em',
      },
    },
  },
};
