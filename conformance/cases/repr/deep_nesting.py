# deeply nested list
x = []
for _ in range(30):
    x = [x]
print(x)
