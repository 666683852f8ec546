# number dunders on bools
print(True.__divmod__(2), False.__rdivmod__(5), True.__floor__(), True.__ceil__(), True.__round__(), type(True.__round__()).__name__)
