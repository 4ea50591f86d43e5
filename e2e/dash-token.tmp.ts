import { loginToken } from './support/api';
console.log(await loginToken('http://localhost:3107', process.argv[2] ?? 'admin', process.argv[3] ?? 'admin1234'));
