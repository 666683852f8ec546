# conditional expressions are lazy and right associative
x = 5
print("a" if x > 3 else "b", "a" if x > 10 else "b" if x > 4 else "c", (1 / 0) if False else "safe")
