# return in finally within a loop overrides break
def f():
    for i in range(5):
        try:
            break
        finally:
            if i == 0:
                return "finally-return"
    return "after-loop"
print(f())
