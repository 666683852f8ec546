# assert message is only evaluated on failure
def msg():
    print("evaluated")
    return "m"
assert True, msg()
try:
    assert False, msg()
except AssertionError as e:
    print(e)
