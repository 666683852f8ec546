# str.format item lookups: ints for digit keys, strs otherwise
print("{0[0]} {0[2]}".format([10, 20, 30]))
print("{0[a]} {0[1]}".format({"a": "A", 1: "one", "1": "str-one"}))
print("{d[key]} {d[x y]}".format(d={"key": 5, "x y": 6}))
print("{0[1][0]}".format([[1], [2, 3]]))
print("{0[1]}".format("xyz"), "{0[2]}".format(range(5)))
print("{[1]}".format((7, 8)))
