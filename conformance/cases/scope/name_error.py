# undefined name message
try:
    print(undefined_thing)
except NameError as e:
    print(e)
