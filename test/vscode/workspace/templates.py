API = "https://api.example/items/{item_id}"
LOCAL = "http://[::1]:8080/"
HOME = "http://www.example.org/~jane/"
BAD = "http://a.example/a|b"
