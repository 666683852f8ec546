# a width beyond Py_ssize_t is a ValueError
print("{:99999999999999999999}".format(1))
