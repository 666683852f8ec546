# uncaught: {'a': 1}.keys() & 1
{'a': 1}.keys() & 1
