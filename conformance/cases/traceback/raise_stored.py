# an exception stored and raised from another function
def f():
    try:
        1/0
    except Exception as e:
        err = e
    raise err
f()
