# except* needs an exception type
try:
    pass
except*:
    pass
