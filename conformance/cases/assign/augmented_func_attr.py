# augmented assignment on a function attribute
def f():
    pass
f.calls = 0
for _ in range(3):
    f.calls += 1
print(f.calls, f.__name__)
