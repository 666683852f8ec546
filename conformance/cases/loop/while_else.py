# while-else runs else when the condition becomes false
n = 0
while n < 3:
    n += 1
else:
    print("done", n)
while True:
    n -= 1
    if n == 0:
        break
else:
    print("not printed")
print(n)
