# str.format error: nesting deeper than two levels
print("start")
print("{:{:{}}}".format(1, 2, 3))
