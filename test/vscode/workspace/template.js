// Fetch the raw file (see {@link https://docs.example/raw|the docs}).
const url = `https://github.com/${project}/raw/${branch}`;
const api = 'https://api.example/items/' + id;
const local = "http://[::1]:8080/";
const wrong = "http://a.example/a|c";
