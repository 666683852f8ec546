# __init__ must return None
class P:
    def __init__(self):
        return 1
try:
    P()
except TypeError as e:
    print(e)
