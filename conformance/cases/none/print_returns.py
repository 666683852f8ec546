# print returns None
x = print("hi")
print(x)
