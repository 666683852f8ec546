# break in finally discards the exception
def f():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            break
    return i
print(f())
