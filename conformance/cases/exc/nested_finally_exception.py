# exception in nested try with finally propagates after finally
def f():
    try:
        try:
            raise ValueError("v")
        finally:
            print("inner finally")
    except ValueError as e:
        print("caught", e)
        return "handled"
    finally:
        print("outer finally")
print(f())
