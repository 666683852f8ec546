# uncaught chained exception prints the final exception last
try:
    int("x")
except ValueError as e:
    raise RuntimeError("conversion failed") from e
