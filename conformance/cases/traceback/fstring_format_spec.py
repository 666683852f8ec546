# a bad format spec
x = 3
print(f"{x:q}")
