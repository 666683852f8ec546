# list comprehension with condition
print([x * x for x in range(10) if x % 2 == 0], [c for c in "hello" if c != "l"], [x for x in []])
