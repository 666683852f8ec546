# a call in a call's arguments
def g():
    return {}["x"]
print(str(g()))
