# audit: a multi-line expression failing: CPython shows the first line only
values = {"a": 1}
total = (values["a"] +
         values["b"])
