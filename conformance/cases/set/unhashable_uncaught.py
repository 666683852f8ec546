# uncaught unhashable type in a set
s = {1, {}}
