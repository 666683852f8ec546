# uncaught assert without message
assert 1 > 2
