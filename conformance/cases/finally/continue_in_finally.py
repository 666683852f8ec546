# continue in finally discards the exception and continues
out = []
for i in range(3):
    try:
        if i == 1:
            raise KeyError(i)
        out.append(i)
    finally:
        continue
print(out)
