# csv placeholder
