# the finally of a generator abandoned mid-loop runs when it is collected
def g():
    try:
        yield 1
        yield 2
    finally:
        print("finally")
for x in g():
    print(x)
    break
print("after loop")
