# exception variable cleared in function scope too
def f():
    e = 1
    try:
        raise ValueError
    except ValueError as e:
        pass
    try:
        return e
    except UnboundLocalError as u:
        return "unbound: " + str(u)
print(f())
