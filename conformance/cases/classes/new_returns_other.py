# __init__ is skipped when __new__ returns something else
class P:
    def __new__(cls):
        return 42
    def __init__(self):
        print("never")
print(P())
