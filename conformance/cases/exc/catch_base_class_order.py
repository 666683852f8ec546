# handler order with base classes
def kind(f):
    try:
        f()
    except ZeroDivisionError:
        return "zero"
    except ArithmeticError:
        return "arith"
    except Exception:
        return "other"
print(kind(lambda: 1 / 0), kind(lambda: 2.0 ** 5000), kind(lambda: int("a")))
