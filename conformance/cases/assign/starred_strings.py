# starred target with strings and ranges
first, *middle, last = "hello"
print(first, middle, last)
*init, tail = range(3)
print(init, tail)
