# break out of while inside try/except
n = 0
while True:
    try:
        n += 1
        if n > 3:
            raise StopIteration
    except StopIteration:
        break
print(n)
