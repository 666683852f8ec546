# big int from a loop
r = 1
for i in range(1, 51):
    r *= i
print(r)
print(len(str(r)))
