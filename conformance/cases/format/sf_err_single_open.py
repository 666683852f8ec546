# str.format error: single opening brace at the end
print("start")
print("a {".format())
