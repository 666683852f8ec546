# await is a keyword
def f():
    await = 1
