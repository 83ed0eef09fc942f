"""Fonts shipped with the package (see OFL.txt); a package so that setuptools installs them."""
