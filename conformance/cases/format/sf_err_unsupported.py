# str.format error: list has no __format__ for a non-empty spec
print("start")
print("{:>5}".format([1]))
