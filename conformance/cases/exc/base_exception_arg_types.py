# exception args keep original objects
e = ValueError([1, 2], {"a": 1})
print(e.args, str(e), repr(e))
