# assert with and without message
assert True
assert 1 == 1, "never"
try:
    assert 1 == 2
except AssertionError as e:
    print(repr(e), e.args)
try:
    assert False, "custom message"
except AssertionError as e:
    print(repr(e), str(e))
try:
    assert [], ["not", "a", "string"]
except AssertionError as e:
    print(e.args)
