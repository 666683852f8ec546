# raise e again adds the frame's line
try:
    1/0
except ZeroDivisionError as e:
    raise e
