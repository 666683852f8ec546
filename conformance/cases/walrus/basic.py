# assignment expressions
if (n := 10) > 5:
    print(n)
print((y := 3) + y, y)
