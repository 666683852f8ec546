# walrus not evaluated when short-circuited
x = 0
r = False and (x := 5)
print(r, x)
r = True or (x := 6)
print(r, x)
r = None or (x := 7)
print(r, x)
