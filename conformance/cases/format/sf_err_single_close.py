# str.format error: single closing brace
print("start")
print("a } b".format())
