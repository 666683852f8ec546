# format() with an empty spec is str() for every type
print(format([1, 2]), format(None), format((1,)), format({"a": 1}), format(b"x"))
print(format([1], ""), "{}".format({1, 2}))
