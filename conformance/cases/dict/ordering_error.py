# dicts are not orderable
try:
    {} < {}
except TypeError as e:
    print(e)
