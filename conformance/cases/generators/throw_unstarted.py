# throwing into an unstarted generator raises immediately and finishes it
def g():
    print("never runs")
    yield 1
it = g()
try:
    it.throw(ValueError("early"))
except ValueError as e:
    print("raised", e)
print(list(it))
