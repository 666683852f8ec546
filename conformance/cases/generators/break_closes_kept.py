# a generator the program keeps is not closed by break
def g():
    try:
        yield 1
        yield 2
        yield 3
    finally:
        print("finally")
it = g()
for x in it:
    print(x)
    break
print("kept", next(it))
print(list(it))
