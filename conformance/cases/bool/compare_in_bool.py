# comparisons inside boolean operators
x = 5
print(x > 3 and x < 10, x < 3 or x > 4, not x == 5, 0 < x and "ok")
